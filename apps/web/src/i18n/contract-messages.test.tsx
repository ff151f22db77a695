/**
 * Issue #15: the contract's messages in the reader's language. A zod error from a contract schema reaches
 * the page as the spec's English text; `useContractMessage()` shows it in Dhivehi when the page is in
 * Dhivehi, and leaves a text the contract does not know as it came.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@marketplace/contract/listings-messages';
import { listingFieldsSchema } from '@marketplace/contract/listings';
import { OFFER_MESSAGES, offerAmountInputSchema } from '@marketplace/contract/offers';
import { SAFETY_MESSAGES } from '@marketplace/contract/safety-messages';
import { showInDhivehi } from '@/test/language';
import { translateContractMessage, useContractMessage } from './contract-messages';
import contract from './locales/en/contract';
import dvContract from './locales/dv/contract';

const THAANA = /[\u0780-\u07BF]/;

/** A listing name field checked by the contract's own schema, its error shown through `useContractMessage`. */
function ListingNameForm() {
  const message = useContractMessage();
  const form = useForm({
    resolver: zodResolver(listingFieldsSchema.pick({ name: true })),
    defaultValues: { name: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(() => {})}>
      <input aria-label="name" {...form.register('name')} />
      <button type="submit">submit</button>
      <p role="alert">{message(form.formState.errors.name?.message)}</p>
    </form>
  );
}

function Shown({ text }: { text: string }) {
  const message = useContractMessage();
  return <p>{message(text)}</p>;
}

describe('useContractMessage', () => {
  it('shows the listing form’s zod error for an empty name in Dhivehi, with no English left', async () => {
    await showInDhivehi();
    render(<ListingNameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dvContract.LISTING_MESSAGES.nameRequired);
    expect(alert.textContent).toMatch(THAANA);
    expect(screen.queryByText(LISTING_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('keeps the spec’s English text when the page is in English', async () => {
    render(<ListingNameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LISTING_MESSAGES.nameRequired);
  });

  it('shows a message the schema built from a limit (MVR 10,000,000) in Dhivehi with the same figure', async () => {
    await showInDhivehi();
    const result = offerAmountInputSchema.safeParse({ amount: 20_000_000 });
    expect(result.success).toBe(false);
    const english = result.error!.issues[0]!.message;
    expect(english).toBe(OFFER_MESSAGES.amountTooHigh);
    render(<Shown text={english} />);
    const shown = screen.getByText(dvContract.OFFER_MESSAGES.amountTooHigh);
    expect(shown.textContent).toContain('MVR 10,000,000');
  });

  it('finds texts kept in a record of the contract (a label per report target)', async () => {
    await showInDhivehi();
    render(<Shown text={SAFETY_MESSAGES.reportTitle.member} />);
    expect(screen.getByText(dvContract.SAFETY_MESSAGES.reportTitle.member)).toBeInTheDocument();
  });

  it('passes a text the contract does not know through unchanged, in either language', async () => {
    const unknown = 'Bad gateway from the proxy';
    render(<Shown text={unknown} />);
    expect(screen.getByText(unknown)).toBeInTheDocument();
    await showInDhivehi();
    render(<Shown text="ދިވެހި ލިޔުމެއް" />);
    expect(screen.getByText('ދިވެހި ލިޔުމެއް')).toBeInTheDocument();
  });
});

describe('translateContractMessage', () => {
  it('turns every English text of the contract namespace into Thaana when the page is in Dhivehi', async () => {
    await showInDhivehi();
    const untranslated: string[] = [];
    const walk = (tree: object) => {
      for (const value of Object.values(tree)) {
        if (typeof value !== 'string') walk(value as object);
        // DELETE is what the member types to confirm: the same word in both languages.
        else if (value !== 'DELETE' && !THAANA.test(translateContractMessage(i18next, value)))
          untranslated.push(value);
      }
    };
    walk(contract);
    expect(untranslated).toEqual([]);
  });
});
