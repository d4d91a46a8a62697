import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';

/** A small floating panel anchored to its trigger (Radix: focus, Escape and outside click handled). */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  align = 'start',
  label,
}: {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  label?: string;
}) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          sideOffset={6}
          aria-label={label}
          className="z-[60] w-[var(--radix-popover-trigger-width)] min-w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 outline-none"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
