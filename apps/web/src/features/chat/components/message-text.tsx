import { splitLinks } from './link-parts';

/** A message's text as text (React escapes it), with its web addresses as links. */
export function MessageText({ text }: { text: string }) {
  return (
    <span
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="chat-message-text"
    >
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          // The index is the piece's place in an unchanging text: a stable key.
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
