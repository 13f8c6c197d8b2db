import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

type TestLink = {readonly to: string; readonly label: string; readonly exercises: string};
type TestArea = {readonly title: string; readonly intro: string; readonly links: readonly TestLink[]};

const AREAS: readonly TestArea[] = [
  {
    title: 'Test docs',
    intro:
      'A docs instance of its own, at /tests/docs/, whose pages each exercise one behaviour of the docs plugin and theme.',
    links: [
      {to: '/tests/docs/', label: 'Test docs home', exercises: 'the list of every docs test'},
      {to: '/tests/docs/category/tests/', label: 'Tests category', exercises: 'a generated index at its default slug'},
      {
        to: '/tests/docs/category-links-generated-index-slug/',
        label: 'Category links',
        exercises: 'each convention that gives a sidebar category a page, under a generated index with a custom slug',
      },
      {
        to: '/tests/docs/category/another-category-with-index/',
        label: 'Folder with spaces',
        exercises: 'paths with spaces, under a generated index named after the category label',
      },
      {
        to: '/tests/docs/toc/toc-_-_/',
        label: 'Table of contents levels',
        exercises: 'every range of heading levels, one page each',
      },
      {
        to: '/tests/docs/doc-with-another-sidebar/',
        label: 'Second sidebar',
        exercises: 'a doc shown with the sidebar it belongs to',
      },
      {to: '/tests/docs/standalone/', label: 'Standalone doc', exercises: 'a doc that no sidebar lists'},
      {to: '/tests/docs/tests/img-tests/', label: 'Images', exercises: 'local and static images in Markdown and JSX'},
      {
        to: '/tests/docs/tags/',
        label: 'Doc tags',
        exercises: 'tags declared in a tags file, one with a custom permalink',
      },
    ],
  },
  {
    title: 'Test blog',
    intro: 'A blog instance at /tests/blog/ with three posts per page, oldest first.',
    links: [
      {to: '/tests/blog/', label: 'Test blog', exercises: 'pagination, excerpts, authors, images and a long title'},
      {
        to: '/tests/blog/archive/',
        label: 'Archive',
        exercises: 'every listed post grouped by year, without the unlisted one',
      },
      {
        to: '/tests/blog/tags/',
        label: 'Blog tags',
        exercises: 'inline tags, including one on enough posts to paginate',
      },
    ],
  },
  {
    title: 'Test pages',
    intro: 'Standalone pages, in React or MDX, each focused on one component or behaviour of the theme.',
    links: [
      {
        to: '/tests/pages/code-block/',
        label: 'Code blocks',
        exercises: 'titles, line numbers, highlighting, languages, a live editor',
      },
      {
        to: '/tests/pages/error-boundary/',
        label: 'Error boundaries',
        exercises: 'errors thrown on demand and the crash screens',
      },
      {
        to: '/tests/pages/hydration/',
        label: 'Hydration',
        exercises: 'markup that must match between server and browser',
      },
      {
        to: '/tests/pages/layout-no-children/',
        label: 'Layout with no children',
        exercises: 'the theme layout rendered empty',
      },
      {
        to: '/tests/pages/link/',
        label: 'Links',
        exercises: 'internal, anchor, external, pathname:// and static file links',
      },
      {to: '/tests/pages/markdown/', label: 'Markdown', exercises: 'every Markdown and MDX feature on one page'},
      {
        to: '/tests/pages/page-toc/',
        label: 'Page table of contents',
        exercises: 'a table of contents on a page outside the docs',
      },
      {to: '/tests/pages/tabs/', label: 'Tabs', exercises: 'synchronised, persisted and query-string tabs'},
      {
        to: '/tests/pages/z-index/',
        label: 'Z-index',
        exercises: 'sticky and fixed elements against the navbar and mobile menu',
      },
    ],
  },
  {
    title: 'Examples',
    intro: 'Pages of the main pages plugin that serve as examples for authors.',
    links: [
      {
        to: '/examples/markdownPageExample/',
        label: 'Markdown page example',
        exercises: 'a Markdown page with front matter, an imported component and a table of contents',
      },
    ],
  },
];

export default function TestsIndex(): React.ReactNode {
  return (
    <Layout title="Tests" description="Pages that exercise edge cases of the theme.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tests</Heading>
        <p>These pages exist to exercise the theme in public. They are kept out of the sitemap and the search index.</p>
        {AREAS.map((area) => (
          <section key={area.title} className="margin-top--lg">
            <Heading as="h2">{area.title}</Heading>
            <p>{area.intro}</p>
            <ul>
              {area.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>: {link.exercises}.
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
