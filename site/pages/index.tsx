// The home page: what CTFd is, a way into each section, and the tasks
// organisers look for most.
import type { SiteData } from '@ctfdocs/core';
import { Link } from '@ctfdocs/theme';

export const meta = {
  description: 'Documentation for CTFd, the open-source capture-the-flag platform: install it, run an event, write challenges, and automate it with the API and ctfcli.',
};

const sections = [
  { title: 'Documentation', to: '/docs/overview', text: 'Reference for every part of CTFd: settings, accounts, challenges, scoring, pages, themes, plugins and the REST API.' },
  { title: 'Tutorials', to: '/tutorials', text: 'Step-by-step walkthroughs, from a first local instance to dynamic, unlockable and king-of-the-hill challenges.' },
  { title: 'Events', to: '/events', text: 'Plan an event: pick challenge categories, set difficulty levels and balance points across them.' },
  { title: 'Hosted CTFd', to: '/hosted', text: 'For customers of hosted CTFd: instances, custom domains, site passwords, billing and limits.' },
  { title: 'Enterprise', to: '/enterprise', text: 'Deploybot for running challenge containers on a cluster, and the playground.' },
  { title: 'API reference', to: '/docs/api/redoc', text: 'Every endpoint under /api/v1, with parameters, request bodies, responses and ready-to-paste examples.' },
];

const tasks = [
  { label: 'Install CTFd and run the setup wizard', to: '/tutorials/getting-started' },
  { label: 'Create your first challenge', to: '/tutorials/challenges/creating-challenges' },
  { label: 'Set when the competition starts and ends', to: '/docs/settings/competition-times' },
  { label: 'Make a challenge lose value as teams solve it', to: '/tutorials/challenges/creating-dynamic-value-challenges' },
  { label: 'Manage challenges as code with ctfcli', to: '/docs/management/ctfcli/overview' },
  { label: 'Call the REST API with an access token', to: '/tutorials/api/using-ctfd-api' },
  { label: 'Choose between user mode and team mode', to: '/docs/settings/user-modes' },
  { label: 'Back up or move an event with an export', to: '/docs/exports/ctfd-exports' },
  { label: 'Send a notification to every player', to: '/tutorials/notifications/sending-a-notification' },
];

export default function Home({ site }: { site: SiteData }) {
  return (
    <>
      <header className="hero">
        <h1 className="hero-title">{site.config.title}</h1>
        <p className="hero-tagline">{site.config.tagline}</p>
        <p className="hero-subtitle">
          CTFd is an open-source platform for running capture-the-flag competitions. These pages show organisers how to install it, configure an event, write challenges and automate the work, and show
          players how to take part.
        </p>
        <div className="hero-buttons">
          <Link to="/tutorials/getting-started" className="button button-primary">
            Get started
          </Link>
          <Link to="/docs/overview" className="button button-secondary">
            Read the documentation
          </Link>
        </div>
      </header>
      <section className="home-section" aria-labelledby="sections-heading">
        <h2 id="sections-heading">Find your way in</h2>
        <p>Each section is written for one kind of reader. Start where your question fits.</p>
        <ul className="card-list">
          {sections.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="card">
                <span className="card-title">{s.title}</span>
                <span className="card-description">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="tasks-heading">
        <h2 id="tasks-heading">Common tasks</h2>
        <p>The questions organisers ask most often, each answered on one page.</p>
        <ul className="task-list">
          {tasks.map((t) => (
            <li key={t.to}>
              <Link to={t.to}>{t.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
