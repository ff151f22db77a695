import type { Translation } from '../../translation';
import type safety from '../en/safety';

/** Dhivehi for the `safety` namespace: every key of `../en/safety.ts` (the type checks it). */
const dvSafety: Translation<typeof safety> = {
  reportTitle: {
    listing: 'މި އިޢުލާން ރިޕޯޓްކުރޭ',
    member: 'މި މެމްބަރު ރިޕޯޓްކުރޭ',
    message: 'މި މެސެޖް ރިޕޯޓްކުރޭ',
  },
  reasons: {
    spam: 'ސްޕޭމް',
    scam: 'ސްކޭމް ނުވަތަ އޮޅުވާލުން',
    prohibited: 'މަނާ އެއްޗެއް',
    wrong_category: 'ގޯސް ކެޓަގަރީ',
    offensive: 'ހިތްދަތިކުރުވަނިވި',
    other: 'އެހެނިހެން',
  },
  blockedMembers: {
    loading: 'ބްލޮކްކުރި މެމްބަރުން ލޯޑުވަނީ',
  },
};
export default dvSafety;
