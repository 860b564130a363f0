// @vitest-environment node
import { createHash } from 'node:crypto';
import { GET as getIndex } from '@/app/.well-known/agent-skills/index.json/route';
import { GET as getWellKnownSkill } from '@/app/.well-known/agent-skills/staking-api/SKILL.md/route';
import { GET as getSkill } from '@/app/skill.md/route';
import { agentSkill, skillFrontMatter } from './skill';

const skill = await (await getSkill()).text();

describe('the agent guide (/skill.md)', () => {
  it('is a SKILL.md of the Agent Skills format: a lower-case name and a description of what and when', () => {
    const { name, description } = skillFrontMatter(skill);
    expect(name).toBe('staking-api');
    expect(description).toMatch(/^Integrate the Staking API, .* for 41 chains, .* Use when /);
    expect(description.length).toBeLessThanOrEqual(1024);
  });

  it(
    'states the rules assistants get wrong: units and decimals, the check before signing, the ' +
      'first Cosmos key, Solana withdraw after deactivation',
    () => {
      const headings = [...skill.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
      expect(headings).toEqual([
        'Units and decimals',
        'Check before signing',
        "A Cosmos account's first transaction needs its public key",
        'Solana: withdraw only after the deactivation has completed',
        'Other rules',
      ]);
      expect(skill).toContain('`"12.5"` means 12.5 ATOM');
      expect(skill).toContain('pubkey on account is not set');
      expect(skill).toContain('`422`');
    },
  );

  it('lists the decimals of every identifier from the chain facts', () => {
    expect(skill).toContain('| `SOL` | SOL | 9 | lamports |');
    expect(skill).toContain('| `NEAR` | NEAR | 24 | yoctoNEAR |');
    expect(skill).toContain('| `CRO` | CRO | 8 | basecro |');
    expect(skill).toContain('| `STAKEWISE` | ETH | 18 | wei |');
    expect(skill.match(/^\| `[A-Z]+` \|/gm)).toHaveLength(41);
  });

  it("links the site's own addresses, and has no placeholder left", () => {
    expect(skill).toContain('https://docs.staking-api.example/docs/core-concepts.md');
    expect(skill).not.toMatch(/\{\{/);
    expect(() =>
      agentSkill('https://docs.staking-api.example', '---\nname: x\ndescription: y\n---\n{{sit}}'),
    ).toThrow('{{sit}} is not a placeholder the guide knows');
    expect(() => skillFrontMatter('---\nname: Staking API\ndescription: y\n---\n')).toThrow(
      'name must be 1-64 lower-case letters',
    );
  });
});

describe('the Agent Skills discovery index (/.well-known/agent-skills/index.json)', () => {
  it('lists the guide with its description, its address and the SHA-256 of the bytes served there', async () => {
    const index = await (await getIndex()).json();
    const served = await (await getWellKnownSkill()).text();
    expect(served).toBe(skill);
    expect(index).toEqual({
      $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
      skills: [
        {
          name: 'staking-api',
          type: 'skill-md',
          description: skillFrontMatter(skill).description,
          url: 'staking-api/SKILL.md',
          digest: `sha256:${createHash('sha256').update(Buffer.from(served, 'utf8')).digest('hex')}`,
        },
      ],
    });
  });
});
