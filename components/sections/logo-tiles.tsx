import type { LogoTile } from '@/content/partners';
import { Img } from '@/components/ui/img';

/** Logo tiles with captions: transport partners or client sectors. */
export function LogoTiles({ tiles }: { tiles: LogoTile[] }) {
  return (
    <ul className="grid grid--5 plain-list">
      {tiles.map((tile) => (
        <li key={tile.name} className="card">
          <Img src={tile.logo} alt="" width={160} height={80} />
          <h3>{tile.name}</h3>
          <p>{tile.description}</p>
        </li>
      ))}
    </ul>
  );
}
