// A person's picture, or their initials when there is none. Decorative: the name is always written next to it.
export function Avatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (imageUrl) return <img className="avatar" src={imageUrl} alt="" width={24} height={24} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
