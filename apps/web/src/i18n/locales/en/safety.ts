/**
 * The `safety` namespace in English (the source language; spec texts to the letter). `../dv/safety.ts` has the
 * same keys. `SAFETY_MESSAGES`' string entries are shown through `useContractMessage()`; its nested texts (the
 * report titles) and the reasons' labels are keys here, English taken from the contract itself.
 */
import { REPORT_REASON_LABELS, SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';

const safety = {
  reportTitle: {
    listing: SAFETY_MESSAGES.reportTitle.listing as string,
    member: SAFETY_MESSAGES.reportTitle.member as string,
    message: SAFETY_MESSAGES.reportTitle.message as string,
  },
  reasons: {
    spam: REPORT_REASON_LABELS.spam,
    scam: REPORT_REASON_LABELS.scam,
    prohibited: REPORT_REASON_LABELS.prohibited,
    wrong_category: REPORT_REASON_LABELS.wrong_category,
    offensive: REPORT_REASON_LABELS.offensive,
    other: REPORT_REASON_LABELS.other,
  },
  blockedMembers: {
    loading: 'Loading blocked members',
  },
};
export default safety;
