import type { PublicFigures, PublicHome, PublicPartner } from '@freight/shared';
import type { Database } from '../../db/client.js';
import { countPublicFigures } from './figures-repo.js';
import { findPartners, type PartnerRow } from './partner-repo.js';

/** How long this process reuses the figures: counting never makes the homepage wait. */
export const FIGURES_TTL_MS = 60_000;

export function partnerLogoUrl(partner: Pick<PartnerRow, 'id' | 'logoFileId'>): string {
  // The file id names the logo's version: a browser may keep the image for as long as it likes.
  return `/api/public/partners/${partner.id}/logo?v=${partner.logoFileId}`;
}

export function toPublicPartner(partner: PartnerRow): PublicPartner {
  return { id: partner.id, name: partner.name, url: partner.url, logoUrl: partnerLogoUrl(partner) };
}

/**
 * The homepage's dynamic part. Figures are counted at most once per `FIGURES_TTL_MS` per
 * process (concurrent callers share one count); partners are read fresh, as an admin's change
 * should show at once and the query is a short indexed read.
 */
export function createPublicHome(db: Database, now: () => number = Date.now) {
  let cached: { figures: Promise<PublicFigures>; expiresAt: number } | null = null;

  function figures(): Promise<PublicFigures> {
    if (cached && cached.expiresAt > now()) return cached.figures;
    const counting = countPublicFigures(db);
    const entry = { figures: counting, expiresAt: now() + FIGURES_TTL_MS };
    cached = entry;
    // A failed count is not kept: the next visitor tries again.
    counting.catch(() => {
      if (cached === entry) cached = null;
    });
    return counting;
  }

  return {
    async read(): Promise<PublicHome> {
      const [counted, partners] = await Promise.all([figures(), findPartners(db, true)]);
      return { figures: counted, partners: partners.map(toPublicPartner) };
    },
  };
}
