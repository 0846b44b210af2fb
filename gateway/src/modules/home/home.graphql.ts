import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { getHome, updateHome } from './home.service.ts';

export const typeDefs = /* GraphQL */ `
  "The site's general data. In address and phone a | is a line break on screen."
  type Home {
    _id: ID
    logoHeader: Image
    logoFooter: Image
    "Embed HTML: at most one iframe from an allowed map host."
    map: String!
    address: String!
    "The address on English pages; empty: the Vietnamese one is shown."
    addressEn: String!
    phone: String!
    email: String!
    link: HomeLinks!
    slides: [HeroSlide!]!
    seo: Seo!
    updatedAt: DateTime
  }

  type HomeLinks {
    facebook: String!
    zalo: String!
    "A tel: link."
    hotline: String!
    whatsapp: String!
  }

  type HeroSlide {
    image: Image
    captionVi: String!
    captionEn: String!
    link: String!
  }

  type Seo {
    titleVi: String!
    titleEn: String!
    descriptionVi: String!
    descriptionEn: String!
  }

  input HomeLinksInput {
    facebook: String
    zalo: String
    hotline: String
    whatsapp: String
  }

  input HeroSlideInput {
    image: ImageInput
    captionVi: String
    captionEn: String
    link: String
  }

  input SeoInput {
    titleVi: String
    titleEn: String
    descriptionVi: String
    descriptionEn: String
  }

  "Every field optional: what is left out keeps its value."
  input HomeInput {
    logoHeader: ImageInput
    logoFooter: ImageInput
    map: String
    address: String
    addressEn: String
    phone: String
    email: String
    link: HomeLinksInput
    slides: [HeroSlideInput!]
    seo: SeoInput
  }

  extend type Query {
    home: Home! @access(rule: public)
  }

  extend type Mutation {
    updateHome(input: HomeInput!): Home! @access(rule: staff)
  }
`;

/** Explicit nulls mean "leave as is", except for images, where null clears the image. */
function dropNulls(value: unknown, keepNull: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => dropNulls(v, ['image']));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => v !== null || keepNull.includes(k))
      .map(([k, v]) => [k, v === null ? null : dropNulls(v)]),
  );
}

export const resolvers: Resolvers = {
  Query: {
    home: () => getHome(),
  },
  Mutation: {
    updateHome: (_, { input }, ctx) =>
      updateHome({ input: dropNulls(input, ['logoHeader', 'logoFooter']), user: ctx.user }),
  },
};
