/**
 * The operator's office as the homepage shows it. The texts (address, hours) are translated in
 * the `home` namespace; what is the same in every language lives here.
 */
export const OFFICE = {
  /** International format: dialable as a `tel:` link from any country. */
  phone: '+7 727 355 05 05',
  email: 'info@freight.kz',
  /** Al-Farabi Avenue 77/8, Almaty (WGS 84). */
  position: [43.2187, 76.9275] as [number, number],
  mapZoom: 16,
} as const;

/** `tel:` wants the digits without spaces. */
export const OFFICE_PHONE_HREF = `tel:${OFFICE.phone.replaceAll(' ', '')}`;
