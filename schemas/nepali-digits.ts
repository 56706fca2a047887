const devanagari = '०१२३४५६७८९';

/** '2081' → '२०८१': the digits a Nepali reader expects in running text. */
export function nepaliDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => devanagari[Number(digit)]);
}
