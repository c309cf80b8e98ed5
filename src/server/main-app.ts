// What `main.ts` imports once the database is opening (it loads in parallel: see main.ts).
export { buildApp } from "./app";
export { seedDatabase } from "./db/seed";
export { serveCreateAdmin } from "./modules/admin/create-admin-socket";
export { warmUpBuiltInModel } from "./modules/matching/embeddings/built-in-model";
export { warmUpSentenceModel } from "./modules/matching/embeddings/sentence-model";
export { queueMissingOfferVectors } from "./modules/matching/offer-vectors";
