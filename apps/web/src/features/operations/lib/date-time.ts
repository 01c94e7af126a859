/**
 * A moment as `formatDateTime` writes it ("Nov 28, 2026, 06:53" / "28 нояб. 2026 г., 06:53"),
 * split into its date and its time at the last comma, so a narrow column can put the time under
 * the date instead of breaking inside either ("2026 г.," on one line, "06:53" alone on the next:
 * an outside tester's finding). Text with no comma is all date.
 */
export function dateAndTime(text: string): { date: string; time: string } {
  const comma = text.lastIndexOf(', ');
  return comma < 0 ? { date: text, time: '' } : { date: text.slice(0, comma), time: text.slice(comma + 2) };
}

/** The same moment kept on one line wherever it stands in a sentence (a heading wraps before it, not inside). */
export function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
