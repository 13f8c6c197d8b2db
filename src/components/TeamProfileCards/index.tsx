import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {activeTeam, honoraryAlumni, type TeamMember} from '@site/src/data/team';
import styles from './styles.module.css';

type Props = {
  /** Which list to show: a named list from src/data/team, or an array of members. */
  readonly members: 'active' | 'alumni' | readonly TeamMember[];
};

const AVATAR_SIZE = 96;

function memberList(members: Props['members']): readonly TeamMember[] {
  if (members === 'active') return activeTeam;
  if (members === 'alumni') return honoraryAlumni;
  return members;
}

function ProfileCard({member}: {readonly member: TeamMember}): React.ReactNode {
  const avatarUrl = useBaseUrl(member.avatar);
  const {github, twitter, website} = member.links;
  return (
    <li className={styles.card}>
      <img
        className={styles.avatar}
        src={avatarUrl}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        alt={`${member.name}'s avatar`}
        loading="lazy"
      />
      <Heading as="h3" className={styles.name}>
        {member.name}
      </Heading>
      <p className={styles.role}>{member.role}</p>
      <p className={styles.bio}>{member.bio}</p>
      <ul className={styles.links}>
        <li>
          <Link href={github} aria-label={`${member.name} on GitHub`}>
            GitHub
          </Link>
        </li>
        {twitter && (
          <li>
            <Link href={twitter} aria-label={`${member.name} on Twitter`}>
              Twitter
            </Link>
          </li>
        )}
        {website && (
          <li>
            <Link href={website} aria-label={`${member.name}'s website`}>
              Website
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

/** A responsive grid of profile cards for the people listed in src/data/team. */
export default function TeamProfileCards({members}: Props): React.ReactNode {
  return (
    <ul className={styles.grid}>
      {memberList(members).map((member) => (
        <ProfileCard key={member.githubHandle} member={member} />
      ))}
    </ul>
  );
}
