/**
 * The people behind Docusaurus, as of mid-2022 (2.0.0-beta.22), rendered as
 * profile cards on /community/team/. Bios are short and written for this site.
 */
export type TeamMember = {
  name: string;
  /** GitHub login, exactly as GitHub spells it. */
  githubHandle: string;
  /** What the person does (or did) for the project. */
  role: string;
  /** One or two sentences. */
  bio: string;
  /** Local initials badge under static/: `/img/team/<githubHandle>.svg`. */
  avatar: string;
  links: {
    github: string;
    twitter?: string;
    website?: string;
  };
};

/** Current core team, in alphabetical order of first name. */
export const activeTeam: readonly TeamMember[] = [
  {
    name: 'Alexey Pyltsyn',
    githubHandle: 'lex111',
    role: 'Maintainer',
    bio: 'On the core team since 2019 and one of the most frequent contributors to the classic theme. Outside Docusaurus he translates the documentation of projects such as PHP and React into Russian.',
    avatar: '/img/team/lex111.svg',
    links: {github: 'https://github.com/lex111'},
  },
  {
    name: 'Joel Marcey',
    githubHandle: 'JoelMarcey',
    role: 'Creator of Docusaurus',
    bio: 'Started Docusaurus at Facebook in 2017 to give open-source projects an easy way to publish their docs. He still backs the project and the people who write its code.',
    avatar: '/img/team/JoelMarcey.svg',
    links: {github: 'https://github.com/JoelMarcey', twitter: 'https://twitter.com/joelmarcey'},
  },
  {
    name: 'Joshua Chen',
    githubHandle: 'Josh-Cena',
    role: 'Maintainer',
    bio: 'Joined the core team in 2021. Works across the packages and the documentation, and answers a large share of community questions on GitHub and Discord.',
    avatar: '/img/team/Josh-Cena.svg',
    links: {github: 'https://github.com/Josh-Cena'},
  },
  {
    name: 'Sébastien Lorber',
    githubHandle: 'slorber',
    role: 'Lead maintainer',
    bio: 'Has driven the development of Docusaurus 2 since 2020, working on it as a freelancer for Meta. A React developer since 2014 who writes regularly about the ecosystem.',
    avatar: '/img/team/slorber.svg',
    links: {
      github: 'https://github.com/slorber',
      twitter: 'https://twitter.com/sebastienlorber',
      website: 'https://sebastienlorber.com/',
    },
  },
  {
    name: 'Yangshun Tay',
    githubHandle: 'yangshun',
    role: 'Maintainer',
    bio: 'Front-end engineer who has maintained Docusaurus since 2018 and helped shape the Docusaurus 2 architecture. He created Infima, the styling framework behind the classic theme.',
    avatar: '/img/team/yangshun.svg',
    links: {github: 'https://github.com/yangshun', twitter: 'https://twitter.com/yangshunz'},
  },
];

/** People who shaped the project and have since moved on. */
export const honoraryAlumni: readonly TeamMember[] = [
  {
    name: 'Endilie Yacop Sucipto',
    githubHandle: 'endiliey',
    role: 'Maintainer, 2018–2020',
    bio: 'Designed and led the Docusaurus 2 rewrite and was the project’s top contributor. He passed away in January 2020.',
    avatar: '/img/team/endiliey.svg',
    links: {github: 'https://github.com/endiliey', twitter: 'https://twitter.com/endiliey'},
  },
  {
    name: 'Wei Gao',
    githubHandle: 'wgao19',
    role: 'Core team member',
    bio: 'Maintained Docusaurus on the 2019 core team, working on both Docusaurus 1 and 2 with a particular eye on the documentation.',
    avatar: '/img/team/wgao19.svg',
    links: {github: 'https://github.com/wgao19', twitter: 'https://twitter.com/wgao19'},
  },
];
