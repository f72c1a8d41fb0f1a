import { blogParagraphs } from '@backlay/domain';

/**
 * A post's body: plain text, one <p> per paragraph (a blank line apart), single line breaks kept.
 * Rendered as text, never as HTML, so what staff type can carry no markup or script.
 */
export function PostBody({ body }: { body: string }) {
  return (
    <div className="max-w-3xl space-y-4 text-[15px] leading-7 text-fg/90">
      {blogParagraphs(body).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
