import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a path of the app (with its search): a real link (long-press, new tab), followed in the app on a plain click. */
export function HrefLink({
  href,
  className,
  label,
  testId,
  children,
}: {
  href: string;
  className: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
