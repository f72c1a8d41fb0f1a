import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Score } from '@backlay/contract';

const STATE_LABEL: Record<Score['state'], [string, string]> = {
  upcoming: ['event.score.upcoming', 'Not started'],
  live: ['event.score.live', 'Live'],
  break: ['event.score.break', 'Break'],
  finished: ['event.score.finished', 'Finished'],
};

/** The live score: a line per side, the clock (over or minute), a summary and recent happenings. */
export const ScorePanel = memo(function ScorePanel({ score }: { score: Score }) {
  const { t } = useTranslation();
  const [stateKey, stateText] = STATE_LABEL[score.state];
  return (
    <section className="card p-3" aria-label={t('event.score.title', 'Score')}>
      <div className="mb-2 flex items-center justify-between text-xs text-muted">
        <span className="font-semibold">{t(stateKey, stateText)}</span>
        {score.clock ? <span className="tabular-nums">{score.clock}</span> : null}
      </div>
      <ul className="flex flex-col gap-1">
        {score.teams.map((team) => (
          <li key={team.name} className="flex items-baseline justify-between gap-2">
            <span className="min-w-0 truncate font-semibold">{team.name}</span>
            <span className="text-right tabular-nums">
              <span className="font-bold">{team.score}</span>
              {team.detail ? <span className="ml-1 text-xs text-muted">{team.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {score.summary ? <p className="mt-2 text-sm text-highlight">{score.summary}</p> : null}
      {score.recent.length > 0 ? (
        <ol className="mt-2 flex flex-wrap gap-1" aria-label={t('event.score.recent', 'Recent')}>
          {score.recent.map((r, i) => (
            <li key={`${i}-${r}`} className="grid min-w-7 place-items-center rounded-full bg-surface-2 px-1.5 py-0.5 text-xs font-semibold">
              {r}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
});
