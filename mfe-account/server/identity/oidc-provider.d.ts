// oidc-provider ships no type declarations; this covers only what the account service calls.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface GrantInstance {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface SessionInstance {
    accountId?: string;
    destroy(): Promise<void>;
  }

  /** The Koa context the provider's middleware sees (only what the service touches). */
  export interface ProviderContext {
    secure: boolean;
    method: string;
    /** The path under the mount point (/v1/device, not /openid/v1/device). */
    path: string;
    status: number;
    body: unknown;
    cookies: { get(name: string): string | undefined };
    type: string;
    response: { get(name: string): string };
    set(name: string, value: string): void;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    issuer: string;
    cookieName(type: 'session' | 'interaction' | 'resume' | 'state'): string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    Grant: {
      new (init: { clientId: string; accountId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    Session: {
      get(ctx: { req: IncomingMessage; res: ServerResponse }): Promise<SessionInstance>;
    };
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;

  /** One check of a prompt: true when the prompt is needed. */
  export interface PolicyCheck {
    reason: string;
    check(ctx: { oidc: { route: string } }): boolean | Promise<boolean>;
  }

  export interface PolicyPrompt {
    name: string;
    checks: PolicyCheck[] & { get(reason: string): PolicyCheck | undefined };
  }

  export const interactionPolicy: {
    base(): PolicyPrompt[] & { get(name: string): PolicyPrompt | undefined };
  };
}
