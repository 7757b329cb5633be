import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';

/** Opening paragraphs beside an illustration. */
export function IntroSplit({
  paragraphs,
  image,
  imageAlt,
  children,
}: {
  paragraphs: string[];
  image: string;
  imageAlt: string;
  children?: ReactNode;
}) {
  return (
    <div className="section">
      <div className="wrap split">
        <div>
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {children}
        </div>
        <Img className="rounded" src={image} alt={imageAlt} width={960} height={640} />
      </div>
    </div>
  );
}
