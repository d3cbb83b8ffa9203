import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * The sandbox's own Postgres schema: its tables live there, apart from the product's in public,
 * and its own migrations (with their own migrations table) make them.
 */
export const SANDBOX_SCHEMA = 'linkedin_sandbox';

/** A person of the sandbox network; the consent page's name field picks (or makes) one. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_members' })
export class SandboxMember {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The OpenID `sub`; the member's URN is urn:li:person:{sub}. */
  @Column({ type: 'varchar', length: 32, unique: true })
  sub: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The name, trimmed and lower-cased: the same name is the same member. */
  @Column({ name: 'name_key', type: 'varchar', length: 100, unique: true })
  nameKey: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** What the sandbox grants a member for a client: a code, then a token. */
abstract class SandboxGrant {
  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @ManyToOne(() => SandboxMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: SandboxMember;

  @Column({ name: 'client_id', type: 'varchar', length: 100 })
  clientId: string;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An authorization code: single-use, short-lived. Only its SHA-256 is stored. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_codes' })
@Index('sandbox_codes_member_id', ['memberId'])
export class SandboxCode extends SandboxGrant {
  @PrimaryColumn({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  @Column({ name: 'redirect_uri', type: 'text' })
  redirectUri: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

/** An access token. Only its SHA-256 is stored. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_tokens' })
@Index('sandbox_tokens_member_id', ['memberId'])
export class SandboxToken extends SandboxGrant {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

/** A post published on the sandbox network. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_posts' })
@Index('sandbox_posts_member_created', ['memberId', 'createdAt'])
export class SandboxPost {
  /** bigint: numeric ids in LinkedIn's range (urn:li:share:{id}); TypeORM reads it as a string. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @ManyToOne(() => SandboxMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member?: SandboxMember;

  /** The commentary as it was sent, in little text. */
  @Column({ type: 'text' })
  commentary: string;

  /** The text as LinkedIn shows it: unescaped, cut at the first unescaped reserved character. */
  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 20 })
  visibility: string;

  /** What it carries besides its text, as the Posts API's `content` (checked), or null. */
  @Column({ type: 'jsonb', nullable: true })
  content: Record<string, unknown> | null;

  @Index('sandbox_posts_created')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A row about one feed viewer (a browser, by its sandbox_viewer cookie) and one post. */
abstract class SandboxViewerRow {
  @PrimaryColumn({ name: 'post_id', type: 'bigint' })
  postId: string;

  @ManyToOne(() => SandboxPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: SandboxPost;

  @PrimaryColumn({ name: 'viewer_id', type: 'uuid' })
  viewerId: string;
}

/**
 * How often one viewer was shown a post: the sum is the post's impressions, the rows its
 * members reached.
 */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_post_views' })
export class SandboxPostView extends SandboxViewerRow {
  @Column({ type: 'integer' })
  impressions: number;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}

/** A viewer's mark on a post that counts once per viewer, as on LinkedIn: a Like, a repost. */
abstract class SandboxViewerMark extends SandboxViewerRow {
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A viewer's Like of a post. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_reactions' })
export class SandboxReaction extends SandboxViewerMark {}

/** A viewer's repost of a post. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_reposts' })
export class SandboxRepost extends SandboxViewerMark {}

/** A comment a viewer wrote under a post. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_comments' })
@Index('sandbox_comments_post_created', ['postId', 'createdAt'])
export class SandboxComment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'post_id', type: 'bigint' })
  postId: string;

  @ManyToOne(() => SandboxPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: SandboxPost;

  /** The feed viewer who wrote it; null for a member's comment through the API. */
  @Column({ name: 'viewer_id', type: 'uuid', nullable: true })
  viewerId: string | null;

  /** The member who commented through the Social Actions API; null for a viewer's. */
  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  memberId: string | null;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An image or document a member uploaded (initializeUpload, then a PUT of the bytes). */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_uploads' })
export class SandboxUpload {
  /** urn:li:image:… or urn:li:document:… */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  urn: string;

  @Column({ type: 'varchar', length: 10 })
  kind: 'image' | 'document';

  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  /** The secret part of its uploadUrl. */
  @Column({ name: 'upload_token', type: 'char', length: 64, unique: true })
  uploadToken: string;

  /** Where its bytes are under the sandbox's storage directory; null until they are PUT. */
  @Column({ name: 'storage_key', type: 'varchar', length: 200, nullable: true })
  storageKey: string | null;

  @Column({ name: 'content_type', type: 'varchar', length: 100, nullable: true })
  contentType: string | null;

  @Column({ type: 'integer', nullable: true })
  bytes: number | null;

  /** A document's pages, when it could be read. */
  @Column({ type: 'integer', nullable: true })
  pages: number | null;

  /** Storage keys of pictures of a document's first pages. */
  @Column({ name: 'page_keys', type: 'jsonb', default: () => "'[]'" })
  pageKeys: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'uploaded_at', type: 'timestamptz', nullable: true })
  uploadedAt: Date | null;
}

/** A viewer's vote in a poll: one each. */
@Entity({ schema: SANDBOX_SCHEMA, name: 'sandbox_poll_votes' })
export class SandboxPollVote extends SandboxViewerRow {
  @Column({ type: 'integer' })
  option: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const sandboxEntities = [
  SandboxUpload,
  SandboxPollVote,
  SandboxMember,
  SandboxCode,
  SandboxToken,
  SandboxPost,
  SandboxPostView,
  SandboxReaction,
  SandboxComment,
  SandboxRepost,
];
