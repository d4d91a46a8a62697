import type { ReactNode } from 'react';

/** The session's page: header on top, content in a phone-width column that grows on desktop. */
export function SessionFrame({
  header,
  children,
  demo,
}: {
  header: ReactNode;
  children: ReactNode;
  demo: boolean;
}) {
  return (
    <div className={`flex flex-col bg-white ${demo ? 'min-h-full' : 'min-h-dvh'}`}>
      {header}
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pt-5 pb-8 sm:px-6 sm:pt-8">
        {children}
      </main>
    </div>
  );
}
