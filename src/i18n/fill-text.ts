/** 'Showing {{shown}} of {{total}}' with `{ shown: '3', total: '6' }` → 'Showing 3 of 6': the content modules' placeholders. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
