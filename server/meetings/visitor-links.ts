import type { LinkSigner } from './manage-token';
import type { MeetingLife } from './meeting-life';

/** The signed links in a visitor's e-mails: the meeting's manage page, and a time offered on decline. */
export class VisitorLinks {
  constructor(
    private readonly siteUrl: string,
    private readonly signer: LinkSigner,
    private readonly life: MeetingLife,
  ) {}

  manage = (recordId: string) =>
    `${this.siteUrl}/meeting/manage?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce })}`;

  offer = (recordId: string, offer: string) =>
    `${this.siteUrl}/meeting/take?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce, offer })}`;
}
