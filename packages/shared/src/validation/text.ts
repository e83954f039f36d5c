/** Cyrillic letters (Russian and Kazakh), with the space, hyphen and apostrophe found in names. */
export const CYRILLIC_NAME_PATTERN =
  /^[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]+(?:[ '’-][А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]+)*$/u;

/** Latin letters, digits and printable ASCII symbols only: no spaces, no Cyrillic. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9!-/:-@[-`{-~]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function isCyrillicName(value: string): boolean {
  return CYRILLIC_NAME_PATTERN.test(value);
}

export function isAllowedPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}
