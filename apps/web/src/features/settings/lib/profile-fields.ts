import { nicknameRule, normalisePhoneInput } from '@pinacoteca/contracts/rules';

/**
 * SPEC §5: Save stays disabled until the nickname passes the contract's rule (a Latin letter).
 * Answers why not, as a message key ('nickname_latin', 'required'), or null when it passes.
 */
export function nicknameProblem(value: string): string | null {
  const result = nicknameRule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid_format');
}

/** The phone input keeps digits and prefixes a plus while typing (SPEC §5). */
export const phoneInputValue = normalisePhoneInput;

/** Sent without the plus (SPEC §5); no format check in this form. */
export function phoneForWire(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone counts as set when it contains a digit (SPEC §5). */
export function isPhoneSet(phone: string | null | undefined): boolean {
  return /\d/.test(phone ?? '');
}

/** How a kept phone (digits only) is shown and edited: with its plus. */
export function phoneForDisplay(phone: string | null | undefined): string {
  return isPhoneSet(phone) ? normalisePhoneInput(phone ?? '') : '';
}
