import type { SavedSearch, SavedSearchFields } from '@freight/shared';
import type { SavedSearchRow, SavedSearchValues } from './saved-search-repo.js';

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    origins: row.origins,
    destinations: row.destinations,
    loadingDateFrom: row.loadingDateFrom,
    loadingDateTo: row.loadingDateTo,
    bodyTypes: row.bodyTypes,
    weightMinTons: row.weightMinTons,
    weightMaxTons: row.weightMaxTons,
    volumeMinM3: row.volumeMinM3,
    volumeMaxM3: row.volumeMaxM3,
    priceMin: row.priceMin,
    priceCurrency: row.priceCurrency,
    emailFrequency: row.emailFrequency,
    pushEnabled: row.pushEnabled,
    language: row.language,
    paused: row.pausedAt !== null,
    muted: row.mutedAt !== null,
    unseenCount: row.unseenCount,
    lastMatchedAt: row.lastMatchedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The form's fields as the columns keep them; an absent bound is none. */
export function toSavedSearchValues(fields: SavedSearchFields): SavedSearchValues {
  return {
    name: fields.name,
    origins: fields.origins,
    destinations: fields.destinations,
    loadingDateFrom: fields.loadingDateFrom ?? null,
    loadingDateTo: fields.loadingDateTo ?? null,
    bodyTypes: fields.bodyTypes,
    weightMinTons: fields.weightMinTons ?? null,
    weightMaxTons: fields.weightMaxTons ?? null,
    volumeMinM3: fields.volumeMinM3 ?? null,
    volumeMaxM3: fields.volumeMaxM3 ?? null,
    // A floor without its currency means nothing; the schema refuses one without the other.
    priceMin: fields.priceMin ?? null,
    priceCurrency: fields.priceMin == null ? null : (fields.priceCurrency ?? null),
    emailFrequency: fields.emailFrequency,
    pushEnabled: fields.pushEnabled,
    language: fields.language,
  };
}
