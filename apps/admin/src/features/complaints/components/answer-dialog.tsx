import { useState, type FormEvent } from 'react';
import { COMPLAINT_ANSWER_MAX, COMPLAINT_MESSAGES, type Complaint } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/fields';
import { parseApiError } from '../../../lib/api-client';
import { useAnswerComplaint } from '../api/answer-complaint';

/** Write (or edit) the answer, or close the complaint with an optional last answer. */
export function AnswerDialog({ complaint, onClose }: { complaint: Complaint; onClose(): void }) {
  const answer = useAnswerComplaint();
  const [text, setText] = useState(complaint.answer ?? '');
  const [error, setError] = useState<string | undefined>();

  const send = async (action: 'answer' | 'close') => {
    if (action === 'answer' && !text.trim()) return setError(COMPLAINT_MESSAGES.answerRequired);
    setError(undefined);
    try {
      await answer.mutateAsync({ complainId: complaint._id, action, answer: text.trim() === (complaint.answer ?? '') ? '' : text });
      onClose();
    } catch (err) {
      setError(parseApiError(err));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send('answer');
  };

  return (
    <Dialog open onClose={onClose} title={`Complaint of ${complaint.userName}`} description={`Category: ${complaint.category}`}>
      <form className="flex flex-col gap-4 px-5 py-4" onSubmit={submit} noValidate>
        <blockquote className="rounded-lg border-l-4 border-line bg-surface-2 p-3 text-sm whitespace-pre-wrap">
          {complaint.description}
        </blockquote>
        <TextAreaField label="Answer" value={text} onValueChange={setText} maxLength={COMPLAINT_ANSWER_MAX} error={error} rows={5} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost" disabled={answer.isPending} onClick={() => void send('close')}>
            {text.trim() && text.trim() !== (complaint.answer ?? '') ? 'Answer and close' : 'Close complaint'}
          </button>
          <button type="submit" className="btn btn-primary" disabled={answer.isPending}>
            {complaint.answer ? 'Update answer' : 'Send answer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
