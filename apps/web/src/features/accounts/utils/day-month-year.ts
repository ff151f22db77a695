const PART_LENGTHS = [2, 2, 4] as const;

/**
 * Keeps a date being typed in the `DD-MM-YYYY` shape the sign-up form shows (issue #16 item 9): digits only,
 * a dash inserted once a part is full and the next digit arrives (a phone's number pad has no dash), any of
 * `/ . space` read as the dash, at most 2-2-4 digits. A pasted or autofilled `YYYY-MM-DD` is turned round.
 * Nothing is added after a full part on its own, so deleting backwards never fights the user.
 */
export function maskDayMonthYear(raw: string): string {
  const iso = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$/.exec(raw);
  if (iso) return `${iso[3]!.padStart(2, '0')}-${iso[2]!.padStart(2, '0')}-${iso[1]}`;

  const tokens = raw.split(/[-/. ]/).map((token) => token.replace(/\D/g, ''));
  const parts: string[] = [];
  for (const [index, token] of tokens.entries()) {
    let rest = token;
    // A separator typed after a part closes it; an empty token in the middle ("1--2") is skipped.
    if (rest === '' && index < tokens.length - 1) continue;
    do {
      if (parts.length === PART_LENGTHS.length) return parts.join('-');
      const size = PART_LENGTHS[parts.length]!;
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    } while (rest !== '');
  }
  return parts.join('-');
}
