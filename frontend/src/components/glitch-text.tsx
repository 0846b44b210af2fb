import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

const GOLD = '#cbac7c';

/**
 * Large text drawn on a <canvas> with a glitch effect: RGB-split copies and horizontal slices that
 * jump for a few frames at random moments. With prefers-reduced-motion the text is drawn once, still.
 */
export function GlitchText({ text, label, height = 260 }: { text: string; label: string; height?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    let raf = 0;
    let glitchUntil = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = canvas.clientWidth;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const drawText = (dx: number, color: string) => {
      const width = canvas.clientWidth;
      const size = Math.min(height * 0.92, width / (text.length * 0.62));
      ctx.font = `800 ${size}px "Playfair Display", Georgia, serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = color;
      ctx.fillText(text, width / 2 + dx, height / 2);
    };

    const draw = (glitch: boolean) => {
      const width = canvas.clientWidth;
      // Hidden (display: none while the next page loads) it has no width: nothing to draw or slice.
      if (!width) return;
      ctx.clearRect(0, 0, width, height);
      if (!glitch) {
        drawText(0, GOLD);
        return;
      }
      ctx.globalCompositeOperation = 'lighter';
      drawText(-4 - Math.random() * 6, 'rgba(255, 40, 90, 0.75)');
      drawText(4 + Math.random() * 6, 'rgba(40, 220, 255, 0.75)');
      ctx.globalCompositeOperation = 'source-over';
      drawText(0, GOLD);
      // Shift a few horizontal slices of what was drawn.
      const ratio = canvas.width / width;
      for (let i = 0; i < 4; i++) {
        const y = Math.random() * height;
        const h = 4 + Math.random() * 22;
        const shift = (Math.random() - 0.5) * 40;
        const slice = ctx.getImageData(0, y * ratio, canvas.width, h * ratio);
        ctx.clearRect(0, y, width, h);
        ctx.putImageData(slice, shift * ratio, y * ratio);
      }
    };

    const loop = () => {
      frame++;
      if (frame > glitchUntil && Math.random() < 0.025)
        glitchUntil = frame + 6 + Math.floor(Math.random() * 12);
      draw(frame <= glitchUntil);
      raf = requestAnimationFrame(loop);
    };

    resize();
    if (reduceMotion) draw(false);
    else loop();
    const onResize = () => {
      resize();
      if (reduceMotion) draw(false);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(raf);
      window.removeEventListener('resize', onResize);
    };
  }, [text, height, reduceMotion]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="glitch-404"
      style={{ width: '100%', maxWidth: 720, height, display: 'block' }}
    />
  );
}
