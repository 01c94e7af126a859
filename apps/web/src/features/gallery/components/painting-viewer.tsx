import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@pinacoteca/contracts/catalog/image';
import type { Orientation } from '@pinacoteca/contracts/enums';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { imageSrcSet } from '../../../shared/lib/image-sources.ts';
import { PaintingImage } from '../../../shared/ui/painting-image.tsx';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The full-screen view of one photograph, with previous/next and the arrow keys. */
function Lightbox({
  name,
  images,
  index,
  onIndex,
}: {
  name: string;
  images: Image[];
  index: number;
  onIndex: (index: number) => void;
}) {
  const { t } = useTranslation('gallery');
  const overlay = useOverlay('modal:painting-photo');
  const image = images[index] ?? images[0];
  const many = images.length > 1;
  const step = (delta: number) => onIndex((index + delta + images.length) % images.length);

  useEffect(() => {
    if (!overlay.isOpen || !many) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex((index - 1 + images.length) % images.length);
      if (event.key === 'ArrowRight') onIndex((index + 1) % images.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay.isOpen, many, index, images.length, onIndex]);

  if (!image) return null;
  return (
    <Modal
      open={overlay.isOpen}
      onClose={overlay.hide}
      size="lg"
      title={many ? t('painting.lightbox', { name, index: index + 1, count: images.length }) : name}
    >
      <div className="relative flex items-center justify-center bg-paper-100 p-3 sm:p-6">
        <img
          key={image.uuid}
          src={image.normal2x}
          srcSet={imageSrcSet(image, ['normal', 'normal2x', 'large'])}
          sizes="(min-width: 896px) 832px, 100vw"
          width={image.width}
          height={image.height}
          alt={many ? t('painting.image_n', { index: index + 1, count: images.length }) : name}
          className="block h-auto max-h-[72vh] w-auto max-w-full animate-fade-in shadow-xl"
        />
        {many && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('painting.previous')}
              className="absolute left-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white"
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('painting.next')}
              className="absolute right-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white"
            >
              <Arrow direction="right" />
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}

/**
 * The painting's photographs (SPEC §2 "photo"): a large view, thumbnails that switch it, and a
 * full-screen view opened through the one-overlay rule.
 */
export function PaintingViewer({
  name,
  images,
  orientation,
}: {
  name: string;
  images: Image[];
  orientation: Orientation;
}) {
  const { t } = useTranslation('gallery');
  const [index, setIndex] = useState(0);
  // The first picture is the page's largest paint: it shows at once, and only a picture the person
  // chose afterwards fades in (an entrance animation would hold the first paint back by its length).
  const [picked, setPicked] = useState(false);
  const pick = (i: number) => {
    setPicked(true);
    setIndex(i);
  };
  const lightbox = useOverlay('modal:painting-photo');
  const current = images[index] ?? images[0];
  if (!current) return null;

  return (
    <div>
      <div
        className={clsx(
          'group relative flex items-center justify-center bg-paper-100 p-6 sm:p-12 lg:aspect-square',
          // The wall follows the picture's shape until the side column gives it a fixed square.
          orientation === 'landscape' ? 'aspect-[4/3]' : 'aspect-[4/5]',
        )}
      >
        <button
          type="button"
          onClick={lightbox.show}
          className="flex h-full w-full cursor-zoom-in items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
          aria-label={`${t('painting.open_fullscreen')}: ${name}`}
        >
          <PaintingImage
            key={current.uuid}
            image={current}
            alt={name}
            // The picture's drawn width, not the column's: the wall's padding and the frame take
            // about 6rem on a phone, so a phone downloads the 800 px variant, not the 1600 px one.
            sizes="(min-width: 1280px) 580px, (min-width: 1024px) 42vw, calc(100vw - 6rem)"
            priority
            className={clsx(
              'h-full w-full object-contain drop-shadow-[0_24px_22px_rgba(21,23,31,0.35)]',
              picked && 'animate-fade-in',
            )}
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 right-3 flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs text-ink-700 opacity-90 shadow-sm transition-opacity group-hover:opacity-100"
        >
          <svg width="14" height="14" viewBox="0 0 16 16">
            <path
              d="M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
          {t('painting.open_fullscreen')}
        </span>
      </div>

      {images.length > 1 && (
        <ul aria-label={t('painting.images')} className="-m-1.5 mt-2.5 flex gap-3 overflow-x-auto p-1.5">
          {images.map((image, i) => (
            <li key={image.uuid} className="shrink-0">
              <button
                type="button"
                onClick={() => pick(i)}
                aria-pressed={i === index}
                aria-label={t('painting.image_n', { index: i + 1, count: images.length })}
                className={clsx(
                  'flex h-20 w-20 items-center justify-center bg-paper-100 p-2 ring-offset-2 ring-offset-paper-50 transition focus-visible:outline-2 focus-visible:outline-gold-500 sm:h-24 sm:w-24',
                  i === index ? 'ring-2 ring-gold-500' : 'opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={image.thumbnail}
                  srcSet={`${image.thumbnail} 1x, ${image.thumbnail2x} 2x`}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="block h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Lightbox name={name} images={images} index={index} onIndex={pick} />
    </div>
  );
}
