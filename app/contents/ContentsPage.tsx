import { families } from '../../src/scenes/kit/families';
import { definitionOf, lessonIds, type LessonId } from '../../src/scenes/registry';
import { lessonEntries } from '../lessons/registry';

export interface ContentsPageProps {
  /** The address of a lesson, keeping what the reader chose here (theme, presentation). */
  hrefFor(lesson: LessonId): string;
}

/**
 * The course: every lesson that exists, grouped by family in the order of the lesson map, each
 * with its picture, what it shows and the result it proves. Each lesson's title is its link (the
 * whole card answers a click, but a screen reader hears one link named by the title).
 */
export function ContentsPage({ hrefFor }: ContentsPageProps) {
  const groups = families
    .map((f) => ({ ...f, lessons: lessonIds.filter((id) => definitionOf(id).family === f.id) }))
    .filter((g) => g.lessons.length > 0);
  return (
    <main className="contents" aria-labelledby="contents-title">
      <div className="contents-intro">
        <h2 id="contents-title">The course</h2>
        <p>
          Online learning, one live scene per result: a learner plays round after round, and the
          theorem’s bound is drawn from the run’s own numbers. Pick a lesson; every scene is a link
          you can share.
        </p>
      </div>
      {groups.map((g) => (
        <section key={g.id} className="contents-family" aria-labelledby={`family-${g.id}`}>
          <h3 id={`family-${g.id}`}>{g.name}</h3>
          <p className="contents-blurb">{g.blurb}</p>
          <ul className="contents-lessons">
            {g.lessons.map((id) => {
              const d = definitionOf(id);
              const { Picture } = lessonEntries[id];
              return (
                <li key={id} className="contents-card">
                  <div className="contents-picture">
                    <Picture />
                  </div>
                  <h4>
                    <a href={hrefFor(id)}>{d.title}</a>
                  </h4>
                  <p>{d.summary}</p>
                  <p className="contents-theorem">
                    <span className="contents-proves">Proves: </span>
                    {d.theorem}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </main>
  );
}
