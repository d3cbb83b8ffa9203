import { RecordingStandIn, type Reply } from './recording-stand-in';

export type { Answer, RecordedRequest, Reply } from './recording-stand-in';

/** LinkedIn's answer to a created post: 201, no body, the URN in x-restli-id. */
export const created = (urn: string): Reply => ({ status: 201, headers: { 'x-restli-id': urn } });

/** A LinkedIn REST error body, e.g. linkedInError(401, 'EXPIRED_ACCESS_TOKEN', '…', 65601). */
export const linkedInError = (
  status: number,
  code: string,
  message: string,
  serviceErrorCode?: number,
): Reply => ({
  status,
  body: { status, ...(serviceErrorCode !== undefined && { serviceErrorCode }), code, message },
});

/** A local LinkedIn (OAuth and REST API). */
export class LinkedInStandIn extends RecordingStandIn {
  static start(): Promise<LinkedInStandIn> {
    return new LinkedInStandIn({
      unqueued: { status: 418, body: { status: 418, message: 'LinkedInStandIn: no reply queued' } },
    }).listen();
  }

  /** The root to configure as LINKEDIN_API_URL; LINKEDIN_AUTH_URL is `${url}/oauth/v2`. */
  get url(): string {
    return this.origin;
  }
}
