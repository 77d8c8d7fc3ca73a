// When something happened, as "2 min ago" (the exact date and time on hover and for machines), kept current.
import { useEffect, useState } from 'react';
import { timeAgo } from '@/lib/relativeTime';

const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function TimeAgo({ value, className }: { value: string; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const date = new Date(value);
  return (
    <time dateTime={value} title={Number.isNaN(date.getTime()) ? undefined : exact.format(date)} className={className}>
      {timeAgo(value, now)}
    </time>
  );
}
