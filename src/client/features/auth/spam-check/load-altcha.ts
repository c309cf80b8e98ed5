/**
 * Loads the altcha web component (`<altcha-widget>`) on first use, so the landing page's JavaScript
 * does not carry it. The "external" build has no workers inlined as blob: URLs; the SHA worker is
 * bundled by Vite as a file of our own origin, so the strict CSP (script-src and worker-src 'self')
 * needs no exception.
 */
import "altcha/external";
import "altcha/altcha.css";
import ShaWorker from "altcha/workers/sha?worker";

const SHA_ALGORITHMS = ["SHA-256", "SHA-384", "SHA-512"];

const registry = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
for (const algorithm of SHA_ALGORITHMS) registry.algorithms.set(algorithm, () => new ShaWorker());
