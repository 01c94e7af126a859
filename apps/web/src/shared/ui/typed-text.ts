/**
 * The class for text a person typed and someone else reads: a message, a reply, a reason, a
 * nickname, a name or an address, a label, an e-mail (and strings like them: a signature, a
 * reference). A word longer than its line breaks wherever it must instead of running out of its
 * box: an outside tester's message of 300 W's widened the console to 5171 px and pushed its side
 * panels away. `anywhere` rather than `break-word`: it also lowers the least width of what holds
 * the text, so a table cell, a flex item or a grid track shrinks to its room instead of growing to
 * the word (no `min-w-0` needed on its way up).
 */
export const typedText = 'wrap-anywhere';

/** A message or a reply as its author wrote it: their line breaks kept, long words wrapped. */
export const typedMessage = `whitespace-pre-wrap ${typedText}`;
