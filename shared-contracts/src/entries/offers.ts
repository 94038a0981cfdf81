// Free-bet offers, partner rules and eligibility (docs/adr/0028).
export * from '../promos/offers';
export * from '../promos/offers-pages';
export * from '../promos/offers-rules';
export * from '../promos/partners';
export * from '../promos/eligibility';
