// Told apart before the error words load (ErrorMessage loads those on demand): a chunk that
// failed to download cannot be answered by downloading another.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** A lazy screen's code failed to download (offline, or a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
