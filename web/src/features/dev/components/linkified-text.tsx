// Plain text with every http(s) URL turned into a clickable link (outbox bodies carry sign-in links).
import Link from '@mui/material/Link';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
// Sentence punctuation right after a URL is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const trailing = TRAILING.exec(part)?.[0] ?? '';
        const url = trailing ? part.slice(0, -trailing.length) : part;
        return (
          <span key={index}>
            <Link href={url} sx={{ wordBreak: 'break-all' }}>
              {url}
            </Link>
            {trailing}
          </span>
        );
      })}
    </>
  );
}
