/** The lesson's place while its engine starts (or the reason it could not). */
export function LessonLoading({ error }: { error: string | null }) {
  return (
    <main className="lesson loading" aria-busy="true">
      <p>{error ? `The engine failed: ${error}` : 'Starting the engine…'}</p>
    </main>
  );
}
