/**
 * A count with grouped Western digits ("1,234") in both languages: the Maldives writes numbers this way in
 * Dhivehi too (issue #15 item 2), as prices keep "MVR 1,234".
 */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
