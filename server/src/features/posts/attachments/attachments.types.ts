import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ATTACHMENT_KINDS, MEDIA_KINDS, POLL_DURATIONS } from '@postpilot/common';
import type * as Contract from '../../../generated/graphql';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [V in T]: V };

export const MediaKind = enumOf(MEDIA_KINDS);
registerEnumType(MediaKind, {
  name: 'MediaKind',
  description: 'What an uploaded file is, judged by its bytes.',
});

export const PostAttachmentKind = enumOf(ATTACHMENT_KINDS);
registerEnumType(PostAttachmentKind, {
  name: 'PostAttachmentKind',
  description: 'Which kind of attachment a post carries.',
});

export const PollDuration = enumOf(POLL_DURATIONS);
registerEnumType(PollDuration, {
  name: 'PollDuration',
  description: 'How long a poll stays open on LinkedIn.',
});

export const FirstCommentStatus = enumOf(['pending', 'posted', 'failed'] as const);
registerEnumType(FirstCommentStatus, {
  name: 'FirstCommentStatus',
  description: "What became of a post's first comment.",
  valuesConfig: {
    failed: {
      description:
        'LinkedIn refused it or could not be reached in time; the post itself stays published (firstCommentError says why).',
    },
    pending: { description: 'Waiting for the post to go out.' },
    posted: { description: 'Posted under the post on LinkedIn.' },
  },
});

@ObjectType('Media', {
  description:
    'A file uploaded for a post (REST `POST /api/media`, multipart field `file`): an image (JPEG, PNG or GIF) or a PDF document, judged by its bytes, never its name. Only its owner can attach it; one left unattached for a day is removed, and deleting the post deletes its files.',
})
export class MediaType implements Contract.Media {
  @Field(() => Int, {
    description:
      'Bytes as stored (JPEG and PNG images are re-encoded; animated GIFs are kept as sent).',
  })
  bytes: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { description: 'The name the file had when it was uploaded, for showing.' })
  fileName: string;

  @Field(() => Int, { nullable: true, description: 'Pixels, for an image; null for a document.' })
  height: number | null;

  @Field(() => ID)
  id: string;

  @Field(() => MediaKind)
  kind: Contract.MediaKind;

  @Field(() => [String], {
    description:
      "Pictures of a document's first pages (at most 10, in order), for previews, at addresses signed like url's; empty for an image. A carousel is answered with its first page's picture; the next pages' follow within seconds.",
  })
  pageImages: string[];

  @Field(() => Int, {
    nullable: true,
    description: "A document's pages (1 to 300); null for an image.",
  })
  pages: number | null;

  @Field(() => String, {
    description:
      'Where the file is served: a signed address that works for a limited time (an hour by default); read the file again for a fresh one.',
  })
  url: string;

  @Field(() => Int, { nullable: true, description: 'Pixels, for an image; null for a document.' })
  width: number | null;
}

@ObjectType('PostImage', {
  description: 'One image of a post, with the text that describes it to people who cannot see it.',
})
export class PostImageType implements Contract.PostImage {
  @Field(() => String, { description: '1 to 300 characters.' })
  altText: string;

  @Field(() => MediaType)
  media: MediaType;
}

@ObjectType('PostDocument', {
  description: 'A document shown on LinkedIn as swipeable pages (a carousel).',
})
export class PostDocumentType implements Contract.PostDocument {
  @Field(() => MediaType)
  media: MediaType;

  @Field(() => String, { description: '1 to 200 characters; LinkedIn shows it above the pages.' })
  title: string;
}

@ObjectType('PostLink', {
  description:
    "A link shown as a card: LinkedIn fetches no preview, so the card's title, description and thumbnail travel with the post.",
})
export class PostLinkType implements Contract.PostLink {
  @Field(() => String, { nullable: true, description: 'Up to 300 characters.' })
  description: string | null;

  @Field(() => MediaType, {
    nullable: true,
    description: "The card's picture, uploaded to LinkedIn as an image.",
  })
  thumbnail: MediaType | null;

  @Field(() => String, { description: '1 to 200 characters.' })
  title: string;

  @Field(() => String, { description: 'An http(s) address.' })
  url: string;
}

@ObjectType('PostPoll', {
  description:
    'A poll: a question and 2 to 4 options, open for a set time. A published poll cannot be changed.',
})
export class PostPollType implements Contract.PostPoll {
  @Field(() => PollDuration)
  duration: Contract.PollDuration;

  @Field(() => [String], {
    description: '2 to 4 options of 1 to 30 characters each, all different.',
  })
  options: string[];

  @Field(() => String, { description: '1 to 140 characters.' })
  question: string;
}

@ObjectType('PostAttachment', {
  description: 'What a post carries besides its text: at most one kind at a time.',
})
export class PostAttachmentType implements Contract.PostAttachment {
  @Field(() => PostDocumentType, {
    nullable: true,
    description: 'The document, when kind is document.',
  })
  document: PostDocumentType | null;

  @Field(() => [PostImageType], {
    description: 'The images in order (1 to 20), when kind is images; empty otherwise.',
  })
  images: PostImageType[];

  @Field(() => PostAttachmentKind)
  kind: Contract.PostAttachmentKind;

  @Field(() => PostLinkType, { nullable: true, description: 'The link card, when kind is link.' })
  link: PostLinkType | null;

  @Field(() => PostPollType, { nullable: true, description: 'The poll, when kind is poll.' })
  poll: PostPollType | null;
}

@ObjectType('LinkPreview', {
  description:
    "What a link's page says about itself (its Open Graph tags), fetched by the server: the starting point of a link card, every field editable.",
})
export class LinkPreviewType implements Contract.LinkPreview {
  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => MediaType, {
    nullable: true,
    description:
      "The page's picture, stored as an image the user can attach as the card's thumbnail; null when the page names none or it cannot be read.",
  })
  thumbnail: MediaType | null;

  @Field(() => String, { description: "The page's title; its address when it names none." })
  title: string;

  @Field(() => String, { description: 'The address after redirects.' })
  url: string;
}

@ObjectType('CarouselSlide', { description: 'One slide of a carousel.' })
export class CarouselSlideType implements Contract.CarouselSlide {
  @Field(() => String, { description: 'Up to 280 characters.' })
  body: string;

  @Field(() => String, { description: '1 to 80 characters.' })
  title: string;
}

@InputType('PostImageInput')
export class PostImageInput implements Contract.PostImageInput {
  @Field(() => String, { description: '1 to 300 characters.' })
  altText: string;

  @Field(() => ID, { description: 'An image the user uploaded.' })
  mediaId: string;
}

@InputType('PostDocumentInput')
export class PostDocumentInput implements Contract.PostDocumentInput {
  @Field(() => ID, { description: 'A document the user uploaded.' })
  mediaId: string;

  @Field(() => String, { description: '1 to 200 characters.' })
  title: string;
}

@InputType('PostLinkInput')
export class PostLinkInput implements Contract.PostLinkInput {
  @Field(() => String, { nullable: true, description: 'Up to 300 characters.' })
  description?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'An image the user uploaded or the one a link preview stored.',
  })
  thumbnailMediaId?: string | null;

  @Field(() => String, { description: '1 to 200 characters.' })
  title: string;

  @Field(() => String, { description: 'An http(s) address, up to 2,000 characters.' })
  url: string;
}

@InputType('PostPollInput')
export class PostPollInput implements Contract.PostPollInput {
  @Field(() => PollDuration)
  duration: Contract.PollDuration;

  @Field(() => [String], {
    description: '2 to 4 options of 1 to 30 characters each, all different.',
  })
  options: string[];

  @Field(() => String, { description: '1 to 140 characters.' })
  question: string;
}

@InputType('PostAttachmentInput', {
  description: 'What to attach to a post: exactly one of images, document, link or poll.',
})
export class PostAttachmentInput implements Contract.PostAttachmentInput {
  @Field(() => PostDocumentInput, { nullable: true })
  document?: PostDocumentInput | null;

  @Field(() => [PostImageInput], {
    nullable: true,
    description: '1 to 20 images, each with alt text.',
  })
  images?: PostImageInput[] | null;

  @Field(() => PostLinkInput, { nullable: true })
  link?: PostLinkInput | null;

  @Field(() => PostPollInput, { nullable: true })
  poll?: PostPollInput | null;
}

@InputType('CarouselSlideInput')
export class CarouselSlideInput implements Contract.CarouselSlideInput {
  @Field(() => String, { description: 'Up to 280 characters.' })
  body: string;

  @Field(() => String, { description: '1 to 80 characters.' })
  title: string;
}

@InputType('CarouselInput', {
  description:
    "A carousel to make: its slides and colours; the author's name and headline come from the profile.",
})
export class CarouselInput implements Contract.CarouselInput {
  @Field(() => String, { description: 'The colour of titles and the slide counter, as #rrggbb.' })
  accentColor: string;

  @Field(() => String, { description: "The slides' background, as #rrggbb." })
  backgroundColor: string;

  @Field(() => [CarouselSlideInput], {
    description: '5 to 10 slides: the first is the hook, the last the call to action.',
  })
  slides: CarouselSlideInput[];

  @Field(() => String, { description: "The text's colour, as #rrggbb." })
  textColor: string;

  @Field(() => String, { description: "The document's title on LinkedIn, 1 to 200 characters." })
  title: string;
}
