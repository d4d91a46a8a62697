/** The first letter of a name on a coloured disc; decorative, the name is always shown or labelled nearby. */
export function UserAvatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const sizes = { sm: 'size-8 text-sm', md: 'size-9 text-base', lg: 'size-14 text-2xl' };
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-bold text-white ${sizes[size]}`}
    >
      {initial}
    </span>
  );
}
