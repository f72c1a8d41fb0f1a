import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { EventStatus, Market } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { transactionCodeProblem } from '../../../lib/transaction-code';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { useDeclareResult } from '../api/declare-result';
import { isSessionMarket, resultBody, type ResultChoice } from '../lib/market-result';
import { resultWarnings } from '../lib/result-warnings';
import { FormFooter } from '../../../components/ui/form-footer';
import { ResultWarnings } from './result-warnings';

/**
 * Declare the result of one market: the winner, the final score of a session, or void, with
 * the caller's transaction code. Warns first when the event is in play or the market still
 * takes bets, for the result the form is set to (declare or void).
 */
export function DeclareResultDialog({
  market,
  eventName,
  eventStatus,
  onClose,
}: {
  market: Market;
  eventName: string;
  eventStatus: EventStatus;
  onClose(): void;
}) {
  const isSession = isSessionMarket(market);
  const [choice, setChoice] = useState<ResultChoice>(isSession ? { kind: 'score', run: '' } : { kind: 'winner', teamId: '' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const declare = useDeclareResult();
  const warnings = resultWarnings({ eventStatus, marketStatus: market.status }, choice.kind === 'void' ? 'void' : 'declare');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const built = resultBody(market.id, choice);
    const codeProblem = transactionCodeProblem(code);
    setCodeError(codeProblem);
    if ('error' in built) {
      setError(built.error);
      return;
    }
    setError(null);
    if (codeProblem || declare.isPending) return;
    try {
      const res = await declare.mutateAsync({ ...built.body, transactionCode: code });
      toast.success(res.message ?? 'Result declared');
      onClose();
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  const radio = 'size-4 accent-primary';
  return (
    <Dialog open onClose={onClose} title="Declare result" description={`${eventName} · ${market.name}`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        <ResultWarnings warnings={warnings} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{isSession ? 'Final score or void' : 'Winner or void'}</legend>
          {isSession ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="result"
                className={radio}
                checked={choice.kind === 'score'}
                onChange={() => setChoice({ kind: 'score', run: '' })}
              />
              Final score
            </label>
          ) : (
            market.teams.map((t) => (
              <label key={t.id} className="flex min-h-9 items-center gap-2 rounded-lg border border-line px-3 text-sm">
                <input
                  type="radio"
                  name="result"
                  className={radio}
                  checked={choice.kind === 'winner' && choice.teamId === t.id}
                  onChange={() => setChoice({ kind: 'winner', teamId: t.id })}
                />
                {t.name}
              </label>
            ))
          )}
          <label className="flex min-h-9 items-center gap-2 rounded-lg border border-line px-3 text-sm">
            <input
              type="radio"
              name="result"
              className={radio}
              checked={choice.kind === 'void'}
              onChange={() => setChoice({ kind: 'void' })}
            />
            Void (every bet gets its stake back)
          </label>
        </fieldset>
        {choice.kind === 'score' ? (
          <TextField
            label={`Runs scored (${market.teams[0]?.name ?? market.name})`}
            inputMode="numeric"
            value={choice.run}
            onValueChange={(v) => setChoice({ kind: 'score', run: v.replace(/\D/g, '') })}
            maxLength={4}
          />
        ) : null}
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Settles every bet on this market, on every site. A mistake is corrected by rolling the result back and declaring again.
        </p>
        <TransactionCodeField value={code} onValueChange={setCode} error={codeError ?? undefined} />
        <FormFooter failure={error} submitLabel="Declare" pendingLabel="Declaring…" isPending={declare.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
