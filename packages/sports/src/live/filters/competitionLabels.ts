import type { LiveCompetition } from '@clem/core';

/** The words a competition's label needs, from the `sports.liveFilter` catalogue. */
export interface CompetitionLabelWords {
  /** The international competition's name ("International"); it spans sports. */
  international: string;
  /** A name shared by competitions of several sports, with its sport ("England (Football)"). */
  withSport: (competition: string, sport: string) => string;
}

/**
 * What each competition is called in the filters: its country's name; the international one by
 * the catalogue's word; a name that several sports share (England in football and basketball on
 * the all-sports In-Play page) with its sport, so no two chips read the same.
 */
export function competitionLabels(
  competitions: readonly LiveCompetition[],
  words: CompetitionLabelWords,
): Map<number, string> {
  const plain = (competition: LiveCompetition) =>
    competition.international ? words.international : competition.name;
  const uses = new Map<string, number>();
  for (const competition of competitions) {
    const name = plain(competition);
    uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  return new Map(
    competitions.map((competition) => {
      const name = plain(competition);
      const shared = (uses.get(name) ?? 0) > 1 && competition.sportName !== null;
      return [
        competition.id,
        shared && competition.sportName !== null
          ? words.withSport(name, competition.sportName)
          : name,
      ];
    }),
  );
}
