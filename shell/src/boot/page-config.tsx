import { createContext, useContext, type ReactNode } from 'react';
import type { BootConfig } from '@sl/contracts';
import { readBootConfig } from '../federation/boot-config';
import { readShellConfig, type ShellPageConfig } from './shell-config';

interface PageConfig {
  boot: BootConfig;
  shell: ShellPageConfig;
}

/**
 * The page's boot and shell configuration for rendering. In the browser both are read from the page the server
 * wrote; on the server there is no document, and each request renders with its own (server-render/render.tsx).
 */
const PageConfigContext = createContext<PageConfig | null>(null);

export function PageConfigProvider({ value, children }: { value: PageConfig; children: ReactNode }) {
  return <PageConfigContext.Provider value={value}>{children}</PageConfigContext.Provider>;
}

export function useBootConfig(): BootConfig {
  return useContext(PageConfigContext)?.boot ?? readBootConfig();
}

export function useShellConfig(): ShellPageConfig {
  return useContext(PageConfigContext)?.shell ?? readShellConfig();
}
