import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * Builds tailwind-merge's class table, which its first call does (~5 ms, four times that on a slow
 * phone): called in a task of its own while the first screen's files load, it keeps that out of
 * the first render's long task.
 */
export function warmClassMerge(): void {
  twMerge('p-0 p-1')
}
