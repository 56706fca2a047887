const devanagariZero = 0x0966;

/**
 * '९८१२३४५६७८' → '9812345678': digits typed on a Nepali keyboard, stored as the ASCII digits
 * staff, the table service and dialers expect. Any other character is left for the rules to judge.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - devanagariZero));
}
