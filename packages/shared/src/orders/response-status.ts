/**
 * A carrier's response to a published order. One ACTIVE response per carrier company; it can
 * be edited or WITHDRAWN until the forwarder accepts one, which DECLINES all the others.
 */
export const ResponseStatus = {
  ACTIVE: 'ACTIVE',
  WITHDRAWN: 'WITHDRAWN',
  ACCEPTED: 'ACCEPTED',
  DECLINED: 'DECLINED',
} as const;
export type ResponseStatus = (typeof ResponseStatus)[keyof typeof ResponseStatus];
