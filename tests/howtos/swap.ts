// docs/working-with-server/tech-questions/vps/swap.mdx: a 2 GB swap file, kept after a reboot.
import type {HowtoSpec} from '../../scripts/lib/howtos';

const spec: HowtoSpec = {
  article: 'working-with-server/tech-questions/vps/swap',
  checks: [
    {
      after: 1,
      name: 'the swap file is 2 GiB and readable by root only (chmod 600)',
      run: 'stat -c "%s %a %U" /swapfile',
      expect: /^2147483648 600 root$/m,
    },
    {
      after: 2,
      name: 'mkswap wrote a swap signature that swapon accepts',
      run: 'blkid -p -o value -s TYPE /swapfile; swapon --show',
      expect: /^swap$[^]*\/swapfile file/m,
    },
    {
      after: 3,
      name: 'fstab carries the line and findmnt --verify reports "0 parse errors, 0 errors"',
      run: 'grep -x "/swapfile none swap sw 0 0" /etc/fstab && cat /howtos/out/step-3.txt',
      expect: /0 parse errors, 0 errors/,
    },
    {
      after: 4,
      name: 'vm.swappiness = 10 is kept in /etc/sysctl.d and valid for sysctl --system',
      run: 'cat /etc/sysctl.d/99-swappiness.conf && sysctl --system',
      expect: /vm\.swappiness = 10[^]*vm\.swappiness = 10/,
    },
    {
      name: 'swapon --show lists /swapfile as in the article’s output',
      run: 'cat /howtos/out/step-5.txt',
      expect: /\/swapfile file +2G/,
    },
  ],
};
export default spec;
