"""Shared by bench/gpu/run_gpu.py's modules: a timestamped log line and a median."""
import time


def log(*a):
    print(f'[{time.strftime("%H:%M:%S")}]', *a, flush=True)


def median(xs):
    s = sorted(xs)
    n = len(s)
    return (s[(n - 1) // 2] + s[n // 2]) / 2 if n else None
