/**
 * Reads rows the database packed into one text value — fields joined by ',', rows by ';' — field by field in
 * one pass, numbers parsed in place: no string per row or per field. The driver would build an object per row
 * and per column, and splitting the text then calling `Number` on each piece was ~1.5 µs a row, the API's
 * largest own cost under the realistic mix; this is ~0.4 µs (decision 018).
 */
export class PackedReader {
  private at = 0;

  constructor(private readonly packed: string) {}

  /** True when every field has been read. */
  get done(): boolean {
    return this.at >= this.packed.length;
  }

  /**
   * The number up to the next ',' or ';' (or the end), moving past that separator. Digits with at most one
   * decimal point are parsed here (two exact integers divided: the double nearest the decimal, as `Number`
   * gives below 2^53 digits); anything else (a sign, an exponent) through `Number`.
   */
  number(): number {
    const { packed } = this;
    const end = packed.length;
    const start = this.at;
    let at = start;
    let value = 0;
    let divisor = 0; // 0 before a decimal point, then 10^(digits after it)
    let plain = true;
    for (; at < end; at++) {
      const code = packed.charCodeAt(at);
      if (code === 44 || code === 59) break; // ',' ';'
      if (code >= 48 && code <= 57) {
        value = value * 10 + (code - 48);
        if (divisor) divisor *= 10;
      } else if (code === 46 && !divisor)
        divisor = 1; // '.'
      else plain = false;
    }
    this.at = at + 1;
    return plain && at > start && value <= Number.MAX_SAFE_INTEGER
      ? divisor > 1
        ? value / divisor
        : value
      : Number(packed.slice(start, at));
  }

  /** The text up to the next ',', moving past it; null when there is no further ',' (not a row). */
  textField(): string | null {
    const comma = this.packed.indexOf(',', this.at);
    if (comma < 0) return null;
    const text = this.packed.slice(this.at, comma);
    this.at = comma + 1;
    return text;
  }
}
